import { render } from '@testing-library/react';
import { ConfigProvider, Typography } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Paragraph, Text, Title } from './light-typography';

const markupOf = (node: ReactNode): string =>
  render(<ConfigProvider>{node}</ConfigProvider>).container.innerHTML;

describe('the light Title, Text and Paragraph', () => {
  it("render exactly the elements and classes antd's do", () => {
    expect(
      markupOf(
        <Title level={2} id="plans-title" style={{ textAlign: 'center' }}>
          Membership Plans
        </Title>,
      ),
    ).toBe(
      markupOf(
        <Typography.Title level={2} id="plans-title" style={{ textAlign: 'center' }}>
          Membership Plans
        </Typography.Title>,
      ),
    );
    expect(markupOf(<Title>Find Your Match</Title>)).toBe(
      markupOf(<Typography.Title>Find Your Match</Typography.Title>),
    );
    expect(markupOf(<Text strong>Mithaq</Text>)).toBe(
      markupOf(<Typography.Text strong>Mithaq</Typography.Text>),
    );
    expect(
      markupOf(
        <Text strong ellipsis>
          @yusuf_4
        </Text>,
      ),
    ).toBe(
      markupOf(
        <Typography.Text strong ellipsis>
          @yusuf_4
        </Typography.Text>,
      ),
    );
    expect(markupOf(<Text type="secondary">Leeds</Text>)).toBe(
      markupOf(<Typography.Text type="secondary">Leeds</Typography.Text>),
    );
    expect(
      markupOf(
        <Text role="status" type="danger">
          Too many requests
        </Text>,
      ),
    ).toBe(
      markupOf(
        <Typography.Text role="status" type="danger">
          Too many requests
        </Typography.Text>,
      ),
    );
    expect(
      markupOf(
        <Paragraph italic style={{ margin: 0 }}>
          “A quote”
        </Paragraph>,
      ),
    ).toBe(
      markupOf(
        <Typography.Paragraph italic style={{ margin: 0 }}>
          “A quote”
        </Typography.Paragraph>,
      ),
    );
  });
});
