import { qrCodeDataUrl } from './two-factor-admin.service';

describe('the enrolment QR code', () => {
  it('is an SVG data URL the page can show as an image', async () => {
    const url = await qrCodeDataUrl('otpauth://totp/Mithaq:admin?secret=JBSWY3DPEHPK3PXP');
    const [, base64 = ''] = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/.exec(url) ?? [];
    const svg = Buffer.from(base64, 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    // A different URI draws a different code.
    expect(await qrCodeDataUrl('otpauth://totp/Mithaq:other?secret=JBSWY3DPEHPK3PXQ')).not.toBe(
      url,
    );
  });
});
