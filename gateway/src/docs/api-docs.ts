import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX } from '@mithaq/contracts';
import type { GatewayConfig } from '../config';

/** Where the OpenAPI page is served; its JSON and YAML sit beside it (`-json`, `-yaml`). */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/** Serves the OpenAPI document built from the declared routes, and its browsable page. */
export const setupApiDocs = (app: INestApplication, config: GatewayConfig): void => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Mithaq API')
      .setDescription(
        `Session cookie authentication. Every POST/PUT/PATCH/DELETE needs the X-CSRF-Token header from GET ${API_PREFIX}/csrf-token.`,
      )
      .setVersion('1')
      .addCookieAuth(config.SESSION_COOKIE_NAME)
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document);
};
