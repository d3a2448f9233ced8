import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, pageStateElement } from '@shared/prerender/page-state';

describe('pageStateElement (the query cache a request-time render was made from)', () => {
  it('is a JSON data block, never executed, with the id the client reads', () => {
    const element = pageStateElement({ queries: [], mutations: [] });
    expect(element).toBe(`<script type="application/json" id="${PAGE_STATE_ID}">{"queries":[],"mutations":[]}</script>`);
  });

  it('text from the API cannot end the block or start markup, and reads back unchanged', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028\u2029 >';
    const element = pageStateElement({ name });
    const body = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual({ name });
  });
});
