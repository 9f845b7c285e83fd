// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MFA_CODE_REQUIRED_MESSAGE, MFA_CODE_WRONG_MESSAGE } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { useAdminAccess } from '../api/admin-access';
import { AdminAccessCodeDialog } from './admin-access-code-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function AdminAccessButton({ navigate }: { navigate: (path: string) => void }) {
  const access = useAdminAccess(navigate);
  return (
    <>
      <Button onClick={() => access.mutate({ path: '/admin' })}>Admin Access</Button>
      <AdminAccessCodeDialog access={access} />
    </>
  );
}

describe('Admin Access after a sign-in at the identity provider', () => {
  it('asks for the two-factor code when the server does, says a wrong one, and goes in with the right one', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as { code?: string }) : null;
      sent.push(body);
      if (!body?.code) return json({ message: MFA_CODE_REQUIRED_MESSAGE, mfaRequired: true }, 401);
      if (body.code !== '123456') return json({ message: MFA_CODE_WRONG_MESSAGE, mfaRequired: true }, 401);
      return json({ token: 'a-panel-token' });
    });
    const navigate = vi.fn();
    renderWithQueries(<AdminAccessButton navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Admin Access' }));

    const code = await screen.findByLabelText('Two-factor code');
    expect(screen.getByText(MFA_CODE_REQUIRED_MESSAGE)).toBeTruthy();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MFA_CODE_WRONG_MESSAGE)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Two-factor code'));
    await userEvent.type(screen.getByLabelText('Two-factor code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(sent).toEqual([null, { code: '654321' }, { code: '123456' }]);
  });
});
