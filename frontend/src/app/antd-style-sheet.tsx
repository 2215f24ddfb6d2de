import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Layout,
  Menu,
  Modal,
  Pagination,
  Progress,
  Row,
  Select,
  Skeleton,
  Slider,
  Spin,
  Statistic,
  Steps,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { appTheme } from './theme';

/**
 * The antd parts the first pages draw as they open (the header and its menu, the landing page,
 * the dashboard, and the matches page both with its first-visit walkthrough and with its tabs and
 * filters), each drawn once so that antd registers its styles. Props only where they bring a
 * style of their own (a preset tag colour, a primary button, a range). Parts that appear only on
 * a tap (a dialog's contents, a tooltip) are left to the browser, which keeps the sheet,
 * downloaded and parsed with every first page, to what those pages show.
 */
const FirstPagesParts = () => (
  <Layout>
    <Layout.Header />
    <Layout.Content>
      <Flex>
        <Typography.Title>t</Typography.Title>
        <Typography.Paragraph>p</Typography.Paragraph>
        <Typography.Text>t</Typography.Text>
        <Typography.Link>l</Typography.Link>
      </Flex>
      <Row>
        <Col span={12}>c</Col>
      </Row>
      <Alert title="a" />
      <Button>b</Button>
      <Button type="primary" size="large">
        b
      </Button>
      <Card title="c">
        <Card.Meta title="m" />
      </Card>
      <Tag>t</Tag>
      <Tag color="green">t</Tag>
      <Badge count={1}>
        <span>b</span>
      </Badge>
      <Badge.Ribbon text="r">
        <span>r</span>
      </Badge.Ribbon>
      <Avatar>A</Avatar>
      <Progress percent={1} />
      <Steps items={[{ title: 's' }]} />
      <Statistic value={1} />
      <Select options={[]} />
      <Slider range defaultValue={[20, 30]} />
      <Tabs items={[{ key: 't', label: 't', children: 't' }]} />
      <Pagination total={50} />
      <Empty />
      <Skeleton />
      <Skeleton.Button />
      <Skeleton.Avatar />
      <Spin />
      <Dropdown menu={{ items: [] }}>
        <span>d</span>
      </Dropdown>
      <Menu items={[{ key: 'm', label: 'm' }]} />
      <Modal open={false} />
    </Layout.Content>
  </Layout>
);

/**
 * The styles antd would generate in the browser for the first pages, in the app theme, as one
 * style sheet that the build writes next to the scripts and every document links. The sheet ends
 * with antd's map of the styles it holds: finding a style there, antd in the browser neither
 * builds it again nor inserts it, which was a fifth of a member page's main-thread work on a
 * phone. A part not in the sheet (another page's, or the theme without motion) is generated in
 * the browser as before. Run in Node with NODE_ENV=production: antd names its classes by mode,
 * and the sheet must name them as the production app does.
 */
export const antdStyleSheet = (): string => {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <FirstPagesParts />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
};
