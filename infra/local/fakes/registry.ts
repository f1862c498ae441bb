// The local fakes `npm start` (and so the tests) run, one per outside service: each integration kind names its
// fake or why it has none (a kind without its place does not compile), and the services that are not
// integrations (the bank) are listed beside them. start.ts starts each in turn and hands its URLs to the functions.
import type { IntegrationKind } from '../../../shared/integrations/kinds';
import { amoFakeEnvironment, startAmoFakeIfWanted } from './amocrm/local';
import { dentalProFakeEnvironment, startDentalProFakeIfWanted } from './dentalpro/local';
import { googleFakeEnvironment, startGoogleFakeIfWanted } from './google/local';
import { macDentFakeEnvironment, startMacDentFakeIfWanted } from './macdent/local';
import { metricaFakeEnvironment, startMetricaFakeIfWanted } from './metrica/local';
import { modulbankFakeEnvironment, startModulbankFakeIfWanted } from './modulbank/local';
import { smsFakeEnvironment, startSmsFakeIfWanted } from './sms/local';
import { startTelegramFakeIfWanted, telegramFakeEnvironment } from './telegram/local';

export interface StartedFake {
  url: string;
  stop: () => Promise<void>;
}

export interface LocalFake {
  /** Its name in the READY banner. */
  name: string;
  /** Its name in the shutdown log. */
  label: string;
  /** Starts it unless the environment names the real service (its URL variable set and not 'fake'). */
  start: (env: NodeJS.ProcessEnv) => Promise<StartedFake | undefined>;
  /** What the functions read to reach it. */
  environment: (fake: StartedFake) => Record<string, string>;
}

/** One fake, its own started type kept between its start and its environment. */
function localFake<F extends StartedFake>(
  name: string,
  label: string,
  start: (env: NodeJS.ProcessEnv) => Promise<F | undefined>,
  environment: (fake: F) => Record<string, string>,
): LocalFake {
  return { name, label, start, environment: (fake) => environment(fake as F) };
}

export const telegramFake = localFake('telegram', 'Telegram fake', startTelegramFakeIfWanted, telegramFakeEnvironment);

/** Why a kind has no fake of its own, in a word. */
type NoFake = 'calls us' | 'the SES emulator' | 'nothing to call';

export const integrationFakes = {
  email: 'the SES emulator',
  telegram: telegramFake,
  sms: localFake('sms', 'SMS.ru fake', startSmsFakeIfWanted, smsFakeEnvironment),
  metric: localFake('metrica', 'Metrica fake', startMetricaFakeIfWanted, metricaFakeEnvironment),
  amoCrm: localFake('amocrm', 'amoCRM fake', startAmoFakeIfWanted, amoFakeEnvironment),
  google: localFake('google', 'Google fake', startGoogleFakeIfWanted, googleFakeEnvironment),
  dentalPro: localFake('dentalpro', 'DentalPRO fake', startDentalProFakeIfWanted, dentalProFakeEnvironment),
  macDent: localFake('macdent', 'MacDent fake', startMacDentFakeIfWanted, macDentFakeEnvironment),
  // IDENT calls our server; infra/local/fakes/ident/drive.ts plays it.
  ident: 'calls us',
  webSite: 'nothing to call',
  externalLink: 'nothing to call',
} as const satisfies Record<IntegrationKind, LocalFake | NoFake>;

/** Every fake, in the order they start: the integrations' and the bank's. */
export const localFakes: readonly LocalFake[] = [
  ...Object.values(integrationFakes).filter((fake): fake is LocalFake => typeof fake === 'object'),
  localFake('modulbank', 'Modulbank fake', startModulbankFakeIfWanted, modulbankFakeEnvironment),
];
