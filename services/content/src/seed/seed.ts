import { createServiceContext } from '@mithaq/service-kit';
import { loadContentConfig } from '../config';
import { ImagesService } from '../images/images.service';
import { createContentService } from '../service';
import { demoImages } from './demo-images';

/** Adds the demo hero and testimonial images to each category that has none; idempotent. */
const seed = async (): Promise<void> => {
  const app = await createServiceContext(createContentService(loadContentConfig(process.env)));
  const images = app.get(ImagesService);
  let created = 0;
  for (const category of ['service-hero', 'testimonial'] as const) {
    if ((await images.list(category)).length > 0) {
      continue;
    }
    for (const image of demoImages().filter((demo) => demo.category === category)) {
      await images.upload({
        category,
        title: image.title,
        alt: image.alt,
        imageData: `data:image/png;base64,${image.png.toString('base64')}`,
      });
      created += 1;
    }
  }
  await app.close();
  console.log(`seed: ${created} demo images created`);
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
