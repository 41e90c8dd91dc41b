export { queueFigures, type QueueFigures } from './queue-figures';
