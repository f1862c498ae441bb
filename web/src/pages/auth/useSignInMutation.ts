// Login and registration end the same way: token stored, user loaded, on to /setting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TokenAnswer } from '../../../../shared/schemas/user';
import { api, ApiError } from '../../api/client';
import { signIn } from '../../api/user';
import { CABINET_HOME_PATH } from '../../routing/access';

export function useSignInMutation<Body>(path: '/user/registration' | '/user/authorization') {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation<void, ApiError, Body>({
    mutationFn: async (body) => {
      const answer = await api.post<TokenAnswer>(path, body);
      if (!answer || typeof answer.token !== 'string') throw new ApiError(200, answer, ['Сервер не вернул ключ входа. Попробуйте ещё раз']);
      await signIn(answer, client);
      await navigate(CABINET_HOME_PATH, { replace: true });
    },
  });
}
