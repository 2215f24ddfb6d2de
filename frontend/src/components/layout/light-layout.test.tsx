import { render } from '@testing-library/react';
import { ConfigProvider, Layout } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ShellContent, ShellFooter, ShellHeader, ShellLayout } from './light-layout';

const markupOf = (node: ReactNode): string =>
  render(<ConfigProvider>{node}</ConfigProvider>).container.innerHTML;

describe('the shell layout', () => {
  it("renders exactly the elements and classes antd's Layout does", () => {
    expect(
      markupOf(
        <ShellLayout style={{ minHeight: '100vh' }}>
          <ShellHeader style={{ paddingInline: 24 }}>Header</ShellHeader>
          <ShellContent id="main-content" tabIndex={-1}>
            Page
          </ShellContent>
          <ShellFooter>Footer</ShellFooter>
        </ShellLayout>,
      ),
    ).toBe(
      markupOf(
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Header style={{ paddingInline: 24 }}>Header</Layout.Header>
          <Layout.Content id="main-content" tabIndex={-1}>
            Page
          </Layout.Content>
          <Layout.Footer>Footer</Layout.Footer>
        </Layout>,
      ),
    );
  });
});
