import { Card } from 'antd';
import { useRef, useState } from 'react';
import { useKeyboardScrollRegions } from '../hooks/use-keyboard-scroll-regions';
import {
  adminSections,
  initialTabKey,
  sectionOfTab,
  visibleSections,
  type AdminSection,
} from './admin-sections';
import { WrappingTabs } from './wrapping-tabs';

/** Sections as the outer tabs, their tabs inside; only the open tab is mounted (and queries). */
export const AdminTabs = ({ sections = adminSections }: { sections?: readonly AdminSection[] }) => {
  const shown = visibleSections(sections);
  const [activeTab, setActiveTab] = useState(() => initialTabKey(shown) ?? '');
  const activeSection = sectionOfTab(shown, activeTab) ?? shown[0];
  const area = useRef<HTMLDivElement>(null);
  useKeyboardScrollRegions(area);
  if (!activeSection) {
    return null;
  }

  const openSection = (sectionKey: string) => {
    const first = shown.find((section) => section.key === sectionKey)?.tabs[0];
    if (first) {
      setActiveTab(first.key);
    }
  };

  return (
    <Card ref={area}>
      <WrappingTabs
        variant="card"
        label="Admin sections"
        activeKey={activeSection.key}
        onChange={openSection}
        items={shown.map((section) => ({
          key: section.key,
          label: section.label,
          children: (
            <WrappingTabs
              label={section.label}
              activeKey={activeTab}
              onChange={setActiveTab}
              items={section.tabs.map(({ key, label, Component }) => ({
                key,
                label,
                children: <Component />,
              }))}
            />
          ),
        }))}
      />
    </Card>
  );
};
