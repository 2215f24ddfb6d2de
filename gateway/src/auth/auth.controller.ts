import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { loginSchema, parseOrThrow, registerSchema, type CurrentUser } from '@mithaq/contracts';
import type { Request } from 'express';
import { bodySchemaOf } from '../docs/schema';
import { csrfTokenOf } from '../security/csrf';
import { saveSession } from '../security/session';
import { AuthService } from './auth.service';
import { Public } from './decorators';

@ApiTags('session')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Get('csrf-token')
  @ApiOperation({ summary: 'The CSRF token of this session, for the X-CSRF-Token header' })
  async csrfToken(@Req() req: Request): Promise<{ csrfToken: string }> {
    const csrfToken = csrfTokenOf(req);
    await saveSession(req);
    return { csrfToken };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a username or email address and a password' })
  @ApiBody({ schema: bodySchemaOf(loginSchema) })
  login(@Req() req: Request, @Body() body: unknown): Promise<CurrentUser> {
    return this.auth.login(req, parseOrThrow(loginSchema, body));
  }

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiBody({ schema: bodySchemaOf(registerSchema) })
  register(@Req() req: Request, @Body() body: unknown): Promise<CurrentUser> {
    return this.auth.register(req, parseOrThrow(registerSchema, body));
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session' })
  async logout(@Req() req: Request): Promise<{ message: string }> {
    await this.auth.logout(req);
    return { message: 'Logged out' };
  }

  @Get('user')
  @ApiOperation({ summary: 'The signed-in user (401 when signed out)' })
  currentUser(@Req() req: Request): Promise<CurrentUser> {
    return this.auth.currentUser(req);
  }
}
