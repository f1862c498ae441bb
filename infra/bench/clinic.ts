// Bench section of the clinic cabinet (printed, not asserted):
//  - DynamoDB calls per cabinet screen load (each marked against the budget of 2 on top of the layout's), counted by an SDK middleware on the functions' own
//    DynamoDB client while the domain calls behind each screen's GETs run against a fresh local
//    runtime (with the seeded demo clinic: 5 doctors, 4 directions);
//  - an image variant is generated once, then served from storage.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReadyInfo } from '../local/banner';
import globalSetup from '../local/testing/global-setup';
import globalTeardown from '../local/testing/global-teardown';
import { RUNTIME_FILE_ENV } from '../local/testing/runtime-process';

const root = resolve(import.meta.dirname, '../..');
/** DynamoDB calls a cabinet screen may make on top of the layout's (issue 9). */
const SCREEN_CALL_BUDGET = 2;

export async function benchClinic(): Promise<void> {
  console.log('\nClinic cabinet (fresh local runtime with the demo clinic)');
  await globalSetup({ rootDir: root });
  try {
    const info = JSON.parse(readFileSync(process.env[RUNTIME_FILE_ENV]!, 'utf8')) as ReadyInfo;
    Object.assign(process.env, {
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_DYNAMODB: info.endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: info.endpoints.s3,
      TABLE_NAME: info.resources.tableName,
      IMAGES_BUCKET: info.resources.bucketNames.images,
      // The tariff form on 'Ваш аккаунт' signs with a merchant and key; any pair does to count its reads.
      MODULBANK_MERCHANT: process.env.MODULBANK_MERCHANT || 'bench-merchant',
      MODULBANK_SECRET_KEY: process.env.MODULBANK_SECRET_KEY || 'bench-secret',
    });
    // Imported only now: the clients read their endpoints from the environment set above.
    const { dynamoDb } = await import('../../functions/clients/dynamodb');
    const { getClinic } = await import('../../functions/domain/clinic/profile');
    const { getSetting } = await import('../../functions/domain/clinic/services');
    const { listDoctors } = await import('../../functions/domain/clinic/doctors');
    const { serveImage } = await import('../../functions/domain/images/get-image');
    const { getProfile } = await import('../../functions/domain/accounts/profile');
    const { createQuiz, listQuizzes } = await import('../../functions/domain/quizzes/manage-quizzes');
    const { readCabinetQuiz } = await import('../../functions/domain/quizzes/read-quiz');
    const { readQuizAnalytics } = await import('../../functions/domain/quizzes/analytics');
    const { listClinicLeads } = await import('../../functions/domain/leads/list-clinic-leads');
    const { readIntegrations } = await import('../../functions/domain/integrations/manage');
    const { getPaymentForm } = await import('../../functions/domain/payment/payment-form-of-account');

    let calls = 0;
    dynamoDb.observe(() => {
      calls += 1;
    });
    const count = async (run: () => Promise<unknown>) => {
      calls = 0;
      await run();
      return calls;
    };

    const login = await fetch(`${info.appUrl}/api/user/authorization`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@dentlead.ru', password: 'demo12345' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const clinic = (await (await fetch(`${info.appUrl}/api/clinic`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      _id: string;
    };
    const userId = clinic._id;

    // The cabinet layout loads GET /api/user, GET /api/clinic and GET /api/quiz/all once per visit (the
    // header shows the clinic, the menu the quizzes); screens read them from that shared cache
    // (react-query keys ['clinic'], ['quiz', 'all']).
    const layout: Array<[string, () => Promise<unknown>]> = [
      ['GET /api/user', () => getProfile(userId)],
      ['GET /api/clinic', () => getClinic(userId)],
      ['GET /api/quiz/all', () => listQuizzes(userId)],
    ];
    const quizId = (await listQuizzes(userId))[0]?._id ?? (await createQuiz(userId, { name: 'Имплантация' }))._id;
    const quizRead: [string, () => Promise<unknown>] = ['GET /api/quiz/lk', () => readCabinetQuiz(userId, quizId)];
    const analyticsRead: [string, () => Promise<unknown>] = ['GET /api/quiz/analytics', () => readQuizAnalytics(userId, { id: quizId })];
    const screens: Array<[string, Array<[string, () => Promise<unknown>]>]> = [
      ["'Ваша клиника' (/setting)", []],
      ["'Ваши услуги' (/setting/services)", [['GET /api/setting', () => getSetting(userId)]]],
      [
        "'Ваши врачи' (/setting/doctors)",
        [
          ['GET /api/doctor', () => listDoctors(userId)],
          ['GET /api/setting', () => getSetting(userId)],
        ],
      ],
      ["'Ваш аккаунт' (/user)", [['GET /api/user/pay/form', () => getPaymentForm(userId)]]],
      ["'Заявки' (/setting/applocation)", [['GET /api/ticket/user', () => listClinicLeads(userId, { limit: 30 })]]],
      ["'Ваши интеграции' (/user/integration)", [['GET /api/integration', () => readIntegrations(userId)]]],
      ["'Мои квизы' (/quiz)", []],
      // /quiz/setting/{id}/…: every builder tab shares the frame's one read of the quiz; Аналитика and the
      // A/B read-out add one Query (both variants' counters of the period).
      ...(['landingPage', 'questions', 'configuration'] as const).map((tab): [string, Array<[string, () => Promise<unknown>]>] => [
        `quiz builder (…/${tab})`,
        [quizRead],
      ]),
      ['quiz builder (…/ABTets, with the read-out)', [quizRead, analyticsRead]],
      ['quiz builder (…/analytics)', [quizRead, analyticsRead]],
    ];
    let layoutCalls = 0;
    for (const [, run] of layout) layoutCalls += await count(run);
    console.log(`cabinet layout (header, once per visit: ${layout.map(([call]) => call).join(' + ')}): ${layoutCalls} DynamoDB calls`);
    console.log('screen'.padEnd(44), 'own calls'.padEnd(46), `DynamoDB calls (budget ${SCREEN_CALL_BUDGET})`);
    for (const [screen, loads] of screens) {
      let total = 0;
      for (const [, run] of loads) total += await count(run);
      const names = loads.length > 0 ? loads.map(([call]) => call).join(' + ') : '— (clinic, user or quizzes from the layout)';
      const mark = total <= SCREEN_CALL_BUDGET ? 'ok' : 'OVER BUDGET';
      console.log(screen.padEnd(44), names.padEnd(46), String(total).padStart(5), mark);
    }
    const doctors = await listDoctors(userId);
    console.log(`(the doctors' load returns ${doctors.length} doctors with generated slot maps in one Query)`);

    const photo = doctors.find((doctor) => doctor.photo.square)?.photo.square;
    if (photo) {
      for (const attempt of [1, 2, 3]) {
        const started = performance.now();
        const image = await serveImage(photo, '750');
        console.log(
          `GET /api/img?size=750 #${attempt}: ${image.origin.padEnd(9)} ${(performance.now() - started).toFixed(1).padStart(7)} ms  ${image.bytes.length} B`,
        );
      }
    }
  } finally {
    await globalTeardown();
  }
}
