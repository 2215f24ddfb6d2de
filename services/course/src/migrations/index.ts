import { Course1763700001500 } from './1763700001500-course';
import { ServiceCatalogue1763700001510 } from './1763700001510-service-catalogue';

export const courseMigrations = [Course1763700001500, ServiceCatalogue1763700001510];
