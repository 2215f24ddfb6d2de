import { screenContactDetails, type ContactDetailKind } from './contact-details';

const kindsOf = (text: string): ContactDetailKind[] => screenContactDetails(text).kinds;

describe('screenContactDetails', () => {
  describe('phone numbers', () => {
    it.each([
      '07700 900123',
      'call me on 07700900123',
      '+44 7700 900123',
      '+44 (0) 7700 900 123',
      '0 7 7 0 0 9 0 0 1 2 3',
      '0.7.7.0.0.9.0.0.1.2.3',
      '07700-900-123',
      '077 00 90 01 23 after 6pm',
      '(020) 7946 0958',
      '+1 415-555-2671',
      '0０7７00 900123',
      '07OO 9OO l23 is my number',
      'zero seven seven zero zero nine zero zero one two three',
      'oh seven seven double oh nine double oh one two three',
      '0 seven 7 0 0 nine 0 0 1 2 3',
    ])('flags %p', (text) => {
      expect(kindsOf(text)).toContain('phone');
    });

    it.each([
      'I was born on 12/05/1996 and I am 28',
      'I have 2 brothers and 3 sisters',
      'My postcode starts with TS1 and I work 9 to 5',
      'We could meet between 1990 and 1995 in age terms',
      'Price was £1,250 for 2 people',
      'I read 30 pages a day, 7 days a week',
      'one of my two sisters lives in Leeds',
    ])('does not flag %p', (text) => {
      expect(kindsOf(text)).not.toContain('phone');
    });
  });

  describe('e-mail addresses', () => {
    it.each([
      'my email is yusuf.rahman93@gmail.com',
      'YUSUF@HOTMAIL.CO.UK',
      'yusuf @ gmail . com',
      'yusuf at gmail dot com',
      'yusuf(at)gmail(dot)com',
      'yusuf [at] outlook [dot] com',
      'yusuf{at}proton{dot}me',
      'write to yusuf at gmail',
      'yusuf@gmail',
      'amina at yahoo dot co dot uk',
    ])('flags %p', (text) => {
      expect(kindsOf(text)).toContain('email');
    });

    it.each([
      'I am at work. Then I go home',
      'Look at the stars tonight',
      'We arrived at Leeds. Com-munity matters to me',
      'I work at a pharmacy dot not a hospital',
    ])('does not flag %p', (text) => {
      expect(kindsOf(text)).not.toContain('email');
    });

    it('counts an address once, as an e-mail and not also as a link', () => {
      expect(kindsOf('yusuf@gmail.com')).toEqual(['email']);
    });
  });

  describe('links and domains', () => {
    it.each([
      'see https://example.org/me',
      'http :// my-site.net',
      'www.yusufrahman.co.uk',
      'www . yusuf . com',
      'find me on yusufrahman.com',
      'yusufrahman dot com',
      'yusufrahman (dot) co (dot) uk',
      'bit.ly/3abcd',
      'my site is yusuf . com',
    ])('flags %p', (text) => {
      expect(kindsOf(text)).toContain('link');
    });

    it.each([
      'e.g. we could talk about family first, i.e. values',
      'I finished my degree. Now I teach',
      'Assalamu alaikum, I liked your profile.',
      'I moved to the U.K. in 2010',
    ])('does not flag %p', (text) => {
      expect(kindsOf(text)).not.toContain('link');
    });
  });

  describe('messenger handles', () => {
    it.each([
      'add me on WhatsApp',
      'whats app me',
      'Watsapp is easier',
      'my telegram is yusuf_r',
      'Snapchat: yusuf93',
      'snap me @yusuf93',
      'insta: yusuf.rahman',
      'IG: yusuf.rahman',
      'my instagram is yusuf',
      'follow @yusuf_rahman93',
      'wa.me/447700900123',
      't.me/yusufr',
      'tg - yusufr',
      'add me on fb',
      'viber or skype?',
    ])('flags %p', (text) => {
      expect(kindsOf(text)).toContain('handle');
    });

    it.each([
      'I instantly liked your profile',
      'Let us keep talking here until our walis meet',
      'I snapped my fingers',
      'Meet @ 5 with your wali?',
      'Big family, I am the eldest of five',
    ])('does not flag %p', (text) => {
      expect(kindsOf(text)).not.toContain('handle');
    });
  });

  it('passes an ordinary first message', () => {
    expect(
      screenContactDetails(
        'Assalamu alaikum Amina, I read your profile and I also love hiking. What matters most to you in a marriage?',
      ),
    ).toEqual({ flagged: false, kinds: [] });
  });

  it('reports every kind it finds, in a fixed order', () => {
    expect(
      screenContactDetails('07700 900123 or yusuf at gmail dot com, www.yusuf.com, whatsapp'),
    ).toEqual({ flagged: true, kinds: ['phone', 'email', 'link', 'handle'] });
  });

  it('sees through zero-width characters and full-width letters', () => {
    expect(kindsOf('what\u200bs\u200bapp')).toContain('handle');
    expect(kindsOf('ｙｕｓｕｆ＠ｇｍａｉｌ．ｃｏｍ')).toContain('email');
  });
});
