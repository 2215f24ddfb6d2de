import type { PlanTier } from '@mithaq/contracts';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { MembershipPlan } from '../../../entities/membership/membership-plans';
import { storePayment } from '../../../entities/billing/payment-storage';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useCreatePaymentIntentMutation, useCreateSubscriptionMutation } from '../api/purchase-api';
import { endsBronzeText } from '../lib/plan-button';

export const PLAN_UNAVAILABLE_TITLE = 'Plan not available';
export const PLAN_UNAVAILABLE_TEXT =
  'This membership plan is not currently available. Please contact support.';

/** The checkout address: the client secret and the mode travel in the query string. */
export const checkoutUrl = (clientSecret: string, mode: 'payment' | 'setup'): string =>
  `${paths.checkout}?${new URLSearchParams({ clientSecret, mode }).toString()}`;

/**
 * Choosing a plan: the server creates the order (Bronze: a subscription; Silver and Gold: a
 * payment), the payment hand-over is stored and the member goes to the checkout.
 */
export const useChoosePlan = (plans: readonly MembershipPlan[], onBronze: boolean) => {
  const [createSubscription] = useCreateSubscriptionMutation();
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const run = useMutationAction();
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PlanTier | null>(null);

  const start = useCallback(
    async (plan: MembershipPlan) => {
      setSelected(plan.tier);
      const outcome =
        plan.tier === 'bronze'
          ? await run(createSubscription('bronze'), {
              failure: { title: 'Subscription creation failed', description: 'Please try again.' },
            })
          : await run(createPaymentIntent(plan.tier), {
              failure: { title: 'Payment setup failed', description: 'Please try again.' },
            });
      if (!outcome.ok) {
        setSelected(null);
        return;
      }
      const session = outcome.data;
      storePayment(
        'membership',
        {
          amount: session.amount,
          description: session.description,
          clientSecret: session.clientSecret,
          mode: session.mode,
          orderId: session.orderId,
        },
        plan.tier,
      );
      void navigate(checkoutUrl(session.clientSecret, session.mode));
    },
    [createSubscription, createPaymentIntent, run, navigate],
  );

  const choose = useCallback(
    (tier: PlanTier) => {
      const plan = plans.find((candidate) => candidate.tier === tier);
      if (!plan) {
        toast.error(PLAN_UNAVAILABLE_TITLE, PLAN_UNAVAILABLE_TEXT);
        return;
      }
      if (onBronze && plan.tier !== 'bronze') {
        modal.confirm({
          title: `Upgrade to ${plan.name}?`,
          content: endsBronzeText(plan.name),
          okText: `Continue to ${plan.name}`,
          cancelText: 'Keep Bronze',
          onOk: () => {
            void start(plan);
          },
        });
        return;
      }
      void start(plan);
    },
    [plans, onBronze, modal, start, toast],
  );

  return { choose, selected };
};
