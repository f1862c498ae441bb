// The route table of the web app (docs/contract/cabinet.md §2). Every page is a lazy chunk, so the landing and the
// other patient-facing pages never download the cabinet (web/build-split.test.ts checks the build).
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from './app/PageLoader';
import { RootLayout } from './app/RootLayout';
import { NotFoundPage, RouteErrorPage } from './pages/errors/RouteErrorPage';
import { accessMiddleware } from './routing/access-middleware';
import type { RouteHandle } from './routing/page-title';
import { QUIZ_TABS } from './routing/quiz-settings-tabs';

type ComponentModule = Promise<{ default: ComponentType }>;

/** A lazy route whose module default-exports its component. */
const page = (load: () => ComponentModule) => async () => ({ Component: (await load()).default });

const title = (value: string): RouteHandle => ({ title: value });

const cabinetRoutes: RouteObject[] = [
  { path: 'setting', handle: title('Ваша клиника'), lazy: page(() => import('./cabinet/clinic/ClinicScreen')) },
  { path: 'setting/doctors', handle: title('Ваши врачи'), lazy: page(() => import('./cabinet/doctors/DoctorsScreen')) },
  { path: 'setting/services', handle: title('Ваши услуги'), lazy: page(() => import('./cabinet/services/ServicesScreen')) },
  { path: 'setting/applocation', handle: title('Заявки'), lazy: page(() => import('./cabinet/applications/ApplicationsScreen')) },
  { path: 'setting/journal', handle: title('Журнал'), lazy: page(() => import('./cabinet/journal/JournalScreen')) },
  { path: 'user', handle: title('Ваш аккаунт'), lazy: page(() => import('./cabinet/account/AccountScreen')) },
  { path: 'user/integration', handle: title('Ваши интеграции'), lazy: page(() => import('./cabinet/integrations/IntegrationsScreen')) },
  {
    path: 'user/personal-data',
    handle: title('Персональные данные'),
    lazy: page(() => import('./cabinet/patient-data/PatientDataScreen')),
  },
  { path: 'user/staff', handle: title('Сотрудники'), lazy: page(() => import('./cabinet/staff/StaffScreen')) },
  { path: 'user/activity', handle: title('Журнал действий'), lazy: page(() => import('./cabinet/staff/ActivityScreen')) },
  { path: 'quiz', handle: title('Мои квизы'), lazy: page(() => import('./cabinet/quiz/QuizListScreen')) },
  {
    path: 'quiz/setting/:quizId',
    handle: title('Настройки квиза'),
    lazy: page(() => import('./cabinet/quiz/QuizSettingsScreen')),
    children: [
      { index: true, element: <Navigate to="landingPage" replace /> },
      ...QUIZ_TABS.map((tab) => ({ path: tab.path, handle: title(tab.title) })),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    middleware: [accessMiddleware],
    children: [
      { index: true, lazy: page(() => import('./pages/landing/LandingPage')) },
      { path: 'policy', handle: title('Политика обработки персональных данных'), lazy: page(() => import('./pages/policy/PolicyPage')) },
      { path: 'test', handle: title('Демо: порядок вопросов'), lazy: page(() => import('./pages/test/ShuffleDemoPage')) },
      {
        path: 'email/confirm',
        handle: title('Подтверждение адреса для заявок'),
        lazy: page(() => import('./pages/email-confirm/EmailConfirmPage')),
      },
      { path: 'visit', handle: title('Ваша запись'), lazy: page(() => import('./pages/visit/VisitPage')) },
      {
        // Server state (react-query) is needed from here on; the public pages above do without it.
        lazy: page(() => import('./app/SessionLayout')),
        children: [
          {
            lazy: page(() => import('./pages/auth/AuthShell')),
            children: [
              { path: 'registration', handle: title('Регистрация'), lazy: page(() => import('./pages/auth/RegistrationPage')) },
              {
                path: 'registration/confirm',
                handle: title('Подтверждение регистрации'),
                lazy: page(() => import('./pages/auth/RegistrationConfirmPage')),
              },
              { path: 'authorization', handle: title('Вход'), lazy: page(() => import('./pages/auth/AuthorizationPage')) },
              {
                path: 'authorization/link',
                handle: title('Вход по ссылке из письма'),
                lazy: page(() => import('./pages/auth/SignInLinkPage')),
              },
              {
                path: 'password/forgot',
                handle: title('Восстановление пароля'),
                lazy: page(() => import('./pages/auth/PasswordForgotPage')),
              },
              {
                path: 'staff/accept',
                handle: title('Приглашение в кабинет клиники'),
                lazy: page(() => import('./pages/auth/StaffAcceptPage')),
              },
              { path: 'password/reset', handle: title('Новый пароль'), lazy: page(() => import('./pages/auth/PasswordResetPage')) },
              {
                path: 'email/change',
                handle: title('Новый email для входа'),
                lazy: page(() => import('./pages/auth/LoginEmailConfirmPage')),
              },
            ],
          },
          { lazy: page(() => import('./cabinet/CabinetLayout')), children: cabinetRoutes },
        ],
      },
      { path: '*', handle: title('Страница не найдена'), Component: NotFoundPage },
    ],
  },
];
