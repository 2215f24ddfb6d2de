import { CourseMessage, type ServiceItem } from '@mithaq/contracts';
import { Alert, Col, Empty, Flex, Row, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { storeSelectedServices } from '../../../entities/billing/payment-storage';
import { useGetServicesQuery } from '../../../entities/services/services-api';
import { itemsOf, packageLabels, packageOrder } from '../../../entities/services/service-pricing';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { serverMessageOf } from '../../../lib/use-mutation-action';
import { SelectionPanel } from '../components/selection-panel';
import { ServiceCard } from '../components/service-card';
import { ServicesHero } from '../components/services-hero';

const byOrder = (a: ServiceItem, b: ServiceItem) => a.sortOrder - b.sortOrder;

const Catalogue = ({
  items,
  selected,
  onToggle,
}: {
  items: readonly ServiceItem[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) => (
  <Flex vertical gap="large">
    {packageOrder.map((pkg) => {
      const inPackage = items.filter((item) => item.package === pkg).sort(byOrder);
      if (inPackage.length === 0) {
        return null;
      }
      return (
        <section key={pkg} aria-labelledby={`package-${pkg}`}>
          <Typography.Title level={2} id={`package-${pkg}`}>
            {packageLabels[pkg]}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {inPackage.map((item) => (
              <Col key={item.id} xs={24} md={12}>
                <ServiceCard
                  item={item}
                  selected={selected.includes(item.id)}
                  onToggle={() => onToggle(item.id)}
                />
              </Col>
            ))}
          </Row>
        </section>
      );
    })}
  </Flex>
);

/** /services: the catalogue by package, the selection and its total, then payment. */
export const ServicesPage = () => {
  const { data: catalogue = [], isLoading, error } = useGetServicesQuery();
  const { user } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const picked = useMemo(() => itemsOf(catalogue, selected), [catalogue, selected]);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const proceed = () => {
    if (picked.length === 0) {
      toast.error(CourseMessage.SelectionEmpty);
      return;
    }
    if (!user) {
      void navigate(paths.auth);
      return;
    }
    storeSelectedServices(picked.map((item) => item.id));
    void navigate(paths.paymentProcessing);
  };

  return (
    <Flex vertical gap="large">
      <ServicesHero />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {isLoading ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <LoadingSpin label="Loading services" size="large" />
            </Flex>
          ) : error !== undefined ? (
            <Alert
              type="error"
              showIcon
              title="Could not load services"
              description={serverMessageOf(error, 'Please try again later.')}
            />
          ) : catalogue.length === 0 ? (
            <Empty description="No services are available at the moment." />
          ) : (
            <Catalogue items={catalogue} selected={selected} onToggle={toggle} />
          )}
        </Col>
        {/* Drawn once the catalogue is in: on a phone it sits under the catalogue, and a panel
            drawn under the spinner would be pushed off the screen when the services arrive. */}
        {!isLoading && (
          <Col xs={24} lg={8}>
            <div style={{ position: 'sticky', top: 16 }}>
              <SelectionPanel items={picked} onRemove={toggle} onProceed={proceed} />
            </div>
          </Col>
        )}
      </Row>
    </Flex>
  );
};
