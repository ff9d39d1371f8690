import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** The default theme's fonts, which previews declare with @font-face (no session needed). */
@Controller('assets/fonts')
export class PreviewFontsController {
  @Get(':file')
  async font(@Param('file') file: string, @Res() reply: FastifyReply) {
    // Loaded on first use: the renderers' font module, which the server otherwise never needs.
    const { shippedFontData } = await import('../../renderers/theme/fonts');
    const data = await shippedFontData(file);
    if (!data) throw new NotFoundException();
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=86400')
      .send(data);
  }
}
