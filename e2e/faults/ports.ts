/** The private servers of the fault suite: never the shared ones on 5432, 6379 and 5672. */
export const FAULT_PORTS = { rabbit: 5673, rabbitDist: 25673, redis: 6390, postgres: 5440 };
