import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useResendVerificationEmailMutation } from '../../entities/account/account-api';
import { serverMessageOf } from '../../lib/use-mutation-action';
import { Text } from '../light-typography';

interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * "Resend verification email" and, once pressed, the server's answer beside it: the new email
 * is on its way, or why not (a limit on how often, for one), in the server's own words.
 */
export const ResendVerification = () => {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onClick = async () => {
    const reply = await resend();
    setOutcome(
      reply.error === undefined
        ? { ok: true, text: reply.data.message }
        : { ok: false, text: serverMessageOf(reply.error, 'The email could not be sent.') },
    );
  };

  return (
    <Flex vertical gap="small" align="flex-start">
      <Button onClick={() => void onClick()} loading={isLoading}>
        Resend verification email
      </Button>
      {/* A live region, so a screen reader hears the answer without moving focus. */}
      <Text role="status" type={outcome && !outcome.ok ? 'danger' : undefined}>
        {outcome?.text}
      </Text>
    </Flex>
  );
};
