/**
 * Each service announces that its data changed by raising its generation: a counter in Redis,
 * raised after every committed write to the service's database, and published so that readers
 * holding copies of the service's replies know those copies are old. A reader keeps a copy only
 * while the generation it was read at is still the current one.
 */

/** The Redis key holding `service`'s generation. */
export const generationKey = (prefix: string, service: string): string =>
  `${prefix}generation:${service}`;

/** The Redis channel on which every raise is published as `<service> <generation>`. */
export const generationChannel = (prefix: string): string => `${prefix}generations`;

/** Parses one message of the channel; null when it is not one. */
export const parseGenerationMessage = (
  message: string,
): { service: string; generation: number } | null => {
  const match = /^([a-z-]+) (\d+)$/.exec(message);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  return { service: match[1], generation: Number(match[2]) };
};

/** Raises the generation and publishes it in one step, so no reader sees one without the other. */
export const RAISE_GENERATION_SCRIPT = `
local generation = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' ' .. generation)
return generation
`;
