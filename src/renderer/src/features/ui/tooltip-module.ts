// Fluent's Tooltip (with its positioning and portal code) as a module of its own, so LazyTooltip can
// load it on first use (the first-route budget, docs/product-rules.md §Performance 1).
export { Tooltip } from '@fluentui/react-components';
