import { Controller } from '@nestjs/common';

/** The home page is the web UI's (src/web); health checks are the ops module's. Kept empty until AppModule drops it. */
@Controller()
export class HomeController {}
