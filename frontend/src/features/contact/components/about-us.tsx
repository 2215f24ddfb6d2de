import { Flex, Typography } from 'antd';
import { useSiteName } from '../../../entities/site/site-settings';

export const AboutUs = () => {
  const siteName = useSiteName();
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3}>About {siteName}</Typography.Title>
      <Typography.Paragraph>
        {siteName} helps Muslim men and women find a spouse in a way that honours the Sunnah. We
        began in Teesside because we saw how hard it had become for sincere people to meet through
        family and community alone, and how often online services left out the very people who
        should be involved.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Every profile is reviewed by our team before it is shown. Members answer a detailed
        questionnaire so we can suggest matches whose faith, values and plans fit together, and
        contact always happens with the involvement of a wali.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Beyond introductions, we support couples on the way to their nikah: a half-day marriage
        preparation course taught by an imam, and help with the ceremony, catering, photography and
        more on the day itself.
      </Typography.Paragraph>
    </Flex>
  );
};
