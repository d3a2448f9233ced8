import { render, screen } from '@testing-library/react';
import { Dialog, DialogBody, DialogSurface, DialogTitle, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';

describe('dialog close animation (§Shell 6)', () => {
  it('is 300 ms for the surface and the backdrop, and Fluent accepts the slots', () => {
    expect(dialogSurfaceMotion).toEqual({ exitDuration: 300 });
    expect(dialogBackdropMotion).toEqual({ exitDuration: 300 });
    render(
      <FluentProvider theme={webLightTheme}>
        <Dialog open surfaceMotion={dialogSurfaceMotion}>
          <DialogSurface backdropMotion={dialogBackdropMotion}>
            <DialogBody>
              <DialogTitle>Title</DialogTitle>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </FluentProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  });
});
