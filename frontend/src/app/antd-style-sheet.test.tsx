import { describe, expect, it } from 'vitest';
import { antdStyleSheet } from './antd-style-sheet';

const mapOf = (sheet: string): string[] =>
  (/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(sheet)?.[1] ?? '')
    .split(';')
    .filter((entry) => entry !== '');

describe('antdStyleSheet', () => {
  const sheet = antdStyleSheet();

  it("ends with antd's map of the styles it holds, one entry per part of the first pages", () => {
    const parts = mapOf(sheet).map((entry) => entry.split('|')[1]);
    for (const part of ['Layout-Layout', 'Button-Button', 'Card-Card', 'Typography-Typography']) {
      expect(parts).toContain(part);
    }
    expect(parts).toEqual(expect.arrayContaining(['Tag-Tag', 'Progress-Progress', 'Menu-Menu']));
  });

  it('holds the rules of those parts under the class antd gives the app theme', () => {
    const button = mapOf(sheet).find((entry) => entry.includes('|Button-Button|')) ?? '';
    const [hashClass] = button.split('|');
    expect(hashClass).toMatch(/^css-/);
    expect(sheet).toContain(`:where(.${hashClass}).ant-btn{`);
    expect(sheet).toContain(`:where(.${hashClass}).ant-card{`);
    // Plain CSS, ready to be a file: no <style> tags around it.
    expect(sheet).not.toContain('<style');
  });
});
