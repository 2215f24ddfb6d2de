import { Card, Tabs } from 'antd';
import { useState } from 'react';
import {
  adminSections,
  initialTabKey,
  sectionOfTab,
  visibleSections,
  type AdminSection,
} from './admin-sections';

/** Sections as the outer tabs, their tabs inside; only the open tab is mounted (and queries). */
export const AdminTabs = ({ sections = adminSections }: { sections?: readonly AdminSection[] }) => {
  const shown = visibleSections(sections);
  const [activeTab, setActiveTab] = useState(() => initialTabKey(shown) ?? '');
  const activeSection = sectionOfTab(shown, activeTab) ?? shown[0];
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
    <Card>
      <Tabs
        type="card"
        activeKey={activeSection.key}
        onChange={openSection}
        destroyOnHidden
        items={shown.map((section) => ({
          key: section.key,
          label: section.label,
          children: (
            <Tabs
              activeKey={activeTab}
              onChange={setActiveTab}
              destroyOnHidden
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
