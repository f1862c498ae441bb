// SNS Publish over the signed fetch (AWS Query protocol: a form body, an XML answer).
import { awsFetch, serviceEndpoint } from './aws-fetch';

export async function publish(topicArn: string, message: string): Promise<void> {
  const body = new URLSearchParams({ Action: 'Publish', Version: '2010-03-31', TopicArn: topicArn, Message: message }).toString();
  await awsFetch('sns', {
    iam: ['sns:Publish'],
    method: 'POST',
    url: serviceEndpoint('sns'),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body,
  });
}
