import { CounterBadge, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  badge: { position: 'absolute', top: '2px', right: '0px' },
});

/** The count over the header's cart icon (Fluent CounterBadge); decorative: the link's name says the count. */
export function CartBadge({ count }: { count: number }) {
  return <CounterBadge className={useStyles().badge} count={count} size="small" color="brand" aria-hidden />;
}
