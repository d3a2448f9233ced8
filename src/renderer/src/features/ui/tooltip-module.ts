// Fluent's Tooltip (with its positioning and portal code) as a module of its own, so LazyTooltip can
// load it on first use (issue 15 bundle budget).
export { Tooltip } from '@fluentui/react-components';
