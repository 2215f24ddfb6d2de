import { Button, Flex } from 'antd';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface WrappingTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs whose buttons wrap onto more lines instead of hiding behind an overflow menu: every tab
 * stays one click away on a phone, and the tab list holds tabs only (an overflow button inside
 * it breaks the list's semantics for screen readers). Arrow keys, Home and End move between
 * tabs; only the open tab's panel is mounted.
 */
export const WrappingTabs = ({
  items,
  activeKey,
  onChange,
  label,
  variant = 'line',
}: {
  items: readonly WrappingTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The tab list's accessible name. */
  label: string;
  variant?: 'line' | 'card';
}) => {
  const baseId = useId();
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  // The tab moved to by keyboard takes the focus once it has rendered as the selected one.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) {
      document.getElementById(tabId(focusNext.current))?.focus();
      focusNext.current = null;
    }
  });

  const moveTo = (index: number) => {
    const target = items[(index + items.length) % items.length];
    if (target) {
      focusNext.current = target.key;
      onChange(target.key);
    }
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    }
  };

  if (!active) {
    return null;
  }
  return (
    <Flex vertical gap="middle">
      <Flex
        role="tablist"
        aria-label={label}
        wrap
        gap="small"
        style={variant === 'card' ? { borderBottom: '1px solid #f0f0f0', paddingBottom: 8 } : {}}
      >
        {items.map((item, index) => {
          const selected = item.key === active.key;
          return (
            <Button
              key={item.key}
              id={tabId(item.key)}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              type={selected ? 'primary' : variant === 'card' ? 'default' : 'text'}
              // Selection swaps text and background at once: a fading swap would pass through
              // light text on a light ground (unreadable while it lasts).
              style={{ transition: 'none' }}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Button>
          );
        })}
      </Flex>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active.key)}>
        {active.children}
      </div>
    </Flex>
  );
};
