import { render } from '@testing-library/react';
import { Avatar, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { InitialsAvatar, initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words of the name shown', () => {
    expect(initialsOf('Amina Khan')).toBe('AK');
    expect(initialsOf('Amina bint Yusuf Khan')).toBe('AK');
    expect(initialsOf('@yusuf_r')).toBe('YR');
    expect(initialsOf('demo_amina')).toBe('DA');
    expect(initialsOf('fatima.ali99')).toBe('FA');
  });

  it('takes two letters of a one-word name, and copes with an empty one', () => {
    expect(initialsOf('@amina')).toBe('AM');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('عائشة')).toBe('عا');
  });
});

describe('InitialsAvatar', () => {
  const classesOf = (element: Element | null): string[] =>
    [...(element?.classList ?? [])].filter((name) => name !== '').sort();

  it("is antd's Avatar element, with its classes, and the initials as its text", () => {
    const { container } = render(
      <ConfigProvider theme={{ token: { colorPrimary: '#0f766e' } }}>
        <InitialsAvatar name="Amina Khan" />
        <Avatar aria-hidden>AK</Avatar>
      </ConfigProvider>,
    );
    const [light, antd] = [...container.querySelectorAll('.ant-avatar')];
    expect(light?.getAttribute('aria-hidden')).toBe('true');
    expect(light?.textContent).toBe('AK');
    expect(light?.querySelector('.ant-avatar-string')?.textContent).toBe('AK');
    // The same classes as antd's, theme hash and variables included: the same styles apply.
    expect(classesOf(light)).toEqual(classesOf(antd));
    expect(classesOf(light)).toContain('ant-avatar-circle');
  });

  it('takes a size in pixels as antd does, and never shrinks in a row', () => {
    const { container } = render(<InitialsAvatar name="@yusuf_r" size={48} />);
    const avatar = container.querySelector<HTMLElement>('.ant-avatar');
    expect(avatar?.style.width).toBe('48px');
    expect(avatar?.style.height).toBe('48px');
    expect(avatar?.style.fontSize).toBe('18px');
    expect(avatar?.style.flexShrink).toBe('0');
    expect(avatar?.textContent).toBe('YR');
  });
});
