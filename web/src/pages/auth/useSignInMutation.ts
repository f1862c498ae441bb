// Login and registration end the same way: token stored, user loaded, on to /setting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TokenAnswer } from '../../../../shared/schemas/user';
import { ApiError } from '../../api/client';
import { signIn } from '../../api/user';
import { CABINET_HOME_PATH } from '../../routing/access';

export function useSignInMutation<Body>(send: (body: Body) => Promise<TokenAnswer>) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation<void, ApiError, Body>({
    mutationFn: async (body) => {
      const answer = await send(body);
      if (!answer || typeof answer.token !== 'string') throw new ApiError(200, answer, ['Сервер не вернул ключ входа. Попробуйте ещё раз']);
      await signIn(answer, client);
      await navigate(CABINET_HOME_PATH, { replace: true });
    },
  });
}
