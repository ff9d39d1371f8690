import { SecretBox } from '../security/secret-box';

/** Webhook signing secrets, sealed with their own key (DATA_DIR/keys/webhook-secrets.key). */
export class WebhookSecretBox extends SecretBox {}
