import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The profile dialog opens on a click, never on the first paint: its code (antd's Modal among
 * it) loads just after the page instead of before it.
 */
const MatchProfileDialog = lazy(async () => ({
  default: (await import('./match-profile-dialog')).MatchProfileDialog,
}));

type MatchProfileDialogProps = ComponentProps<
  (typeof import('./match-profile-dialog'))['MatchProfileDialog']
>;

export const LazyMatchProfileDialog = (props: MatchProfileDialogProps) => (
  <Suspense fallback={null}>
    <MatchProfileDialog {...props} />
  </Suspense>
);
