// SNS Publish over the signed fetch (AWS Query protocol: a form body, an XML answer).
import { awsFetch, serviceEndpoint } from './aws-fetch';

/** `attributes`: String message attributes, which the subscriptions' filter policies match. */
export async function publish(topicArn: string, message: string, attributes: Record<string, string> = {}): Promise<void> {
  const form = new URLSearchParams({ Action: 'Publish', Version: '2010-03-31', TopicArn: topicArn, Message: message });
  for (const [index, [name, value]] of Object.entries(attributes).entries()) {
    const entry = `MessageAttributes.entry.${index + 1}`;
    form.set(`${entry}.Name`, name);
    form.set(`${entry}.Value.DataType`, 'String');
    form.set(`${entry}.Value.StringValue`, value);
  }
  await awsFetch('sns', {
    iam: ['sns:Publish'],
    method: 'POST',
    url: serviceEndpoint('sns'),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: form.toString(),
  });
}
