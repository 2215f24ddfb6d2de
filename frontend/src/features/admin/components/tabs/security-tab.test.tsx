import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { SecurityTab } from './security-tab';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Mithaq:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, n) => `ABCDE-FGH${String.fromCharCode(65 + n)}2`);

// A loaded machine can take several seconds to settle antd after a reply.
const settle = { timeout: 15_000 };

describe('security tab', { timeout: 60_000 }, () => {
  it('sets up two-factor sign-in and shows the recovery codes once', async () => {
    const { callsTo } = renderAdminComponent(SecurityTab, {
      'GET /api/admin/two-factor': () => json(200, { enabled: false, recoveryCodesLeft: 0 }),
      'POST /api/admin/two-factor/enrolment': () => json(200, enrolment),
      'POST /api/admin/two-factor/enrolment/confirm': () => json(200, { recoveryCodes: codes }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, settle),
    );
    expect(await screen.findByText(enrolment.secret, undefined, settle)).toBeTruthy();
    expect(screen.getByAltText('QR code for your authenticator app').getAttribute('src')).toBe(
      enrolment.qrCode,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText(
        'Please enter the 6-digit code from your authenticator app',
        undefined,
        settle,
      ),
    ).toBeTruthy();
    expect(callsTo('POST /api/admin/two-factor/enrolment/confirm')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Save these recovery codes now', undefined, settle),
    ).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/two-factor/enrolment/confirm'))).toEqual({
      code: '123456',
    });
    const list = within(screen.getByLabelText('Recovery codes'));
    for (const code of codes) {
      expect(list.getByText(code)).toBeTruthy();
    }
    expect(await screen.findByText('On')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.queryByText(codes[0] ?? '')).toBeNull(), settle);
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeTruthy();
  });

  it('shows the server refusal of a wrong code and stays on the set-up', async () => {
    renderAdminComponent(SecurityTab, {
      'GET /api/admin/two-factor': () => json(200, { enabled: false, recoveryCodesLeft: 0 }),
      'POST /api/admin/two-factor/enrolment': () => json(200, enrolment),
      'POST /api/admin/two-factor/enrolment/confirm': () =>
        json(401, {
          statusCode: 401,
          message: 'The code is not correct. Please try again.',
          code: 'INVALID_CREDENTIALS',
        }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, settle),
    );
    fireEvent.change(await screen.findByLabelText('Code from the app', undefined, settle), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('The code is not correct. Please try again.', undefined, settle),
    ).toBeTruthy();
    expect(await screen.findByText(enrolment.secret)).toBeTruthy();
  });

  it('turns it off with the password and a code', async () => {
    const { callsTo } = renderAdminComponent(SecurityTab, {
      'GET /api/admin/two-factor': () => json(200, { enabled: true, recoveryCodesLeft: 7 }),
      'POST /api/admin/two-factor/disable': () =>
        json(200, { message: 'Two-factor sign-in is now off.' }),
    });
    expect(await screen.findByText(/Recovery codes left: 7/, undefined, settle)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'a-long-admin-pass' },
    });
    fireEvent.change(screen.getByLabelText('Authentication code'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, settle),
    ).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/two-factor/disable'))).toEqual({
      password: 'a-long-admin-pass',
      code: '654321',
    });
  });

  it('makes new recovery codes for a current code and shows them once', async () => {
    const { callsTo } = renderAdminComponent(SecurityTab, {
      'GET /api/admin/two-factor': () => json(200, { enabled: true, recoveryCodesLeft: 2 }),
      'POST /api/admin/two-factor/recovery-codes': () => json(200, { recoveryCodes: codes }),
    });
    expect(await screen.findByText(/Recovery codes left: 2/, undefined, settle)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(
      await screen.findByText(
        'Please enter the 6-digit code from your authenticator app or one of your recovery codes',
        undefined,
        settle,
      ),
    ).toBeTruthy();
    expect(callsTo('POST /api/admin/two-factor/recovery-codes')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Code for new recovery codes'), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(
      await screen.findByText('Save these recovery codes now', undefined, settle),
    ).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/two-factor/recovery-codes'))).toEqual({
      code: '246810',
    });
    const list = within(screen.getByLabelText('Recovery codes'));
    for (const code of codes) {
      expect(list.getByText(code)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/Recovery codes left: 10/, undefined, settle)).toBeTruthy();
  });
});
