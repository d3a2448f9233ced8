import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current entry with `to` (and `state`) once rendered: what react-router's `Navigate`
 * does, built on useNavigate, which the first route already has, so the checkout adds nothing of
 * the router to the first route's bundle.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
