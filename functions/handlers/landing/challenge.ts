import { newChallenge } from '../../domain/abuse/proof-of-work';
import { httpHandler } from '../../http/handler';
import { challenge } from '../../routes/public-site';

export const handler = httpHandler(challenge, () => newChallenge());
