// The signed fetch against AWS's published test vectors: the SigV4 test suite (get-vanilla,
// post-vanilla), the S3 API Reference's header-signed GET Object, and the S3 POST policy example of
// "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)".
import { policyProblem } from '../../infra/local/http/s3-post-gateway';
import { AwsError, awsErrorOf, serviceEndpoint, signedHeaders, signerFor } from './aws-fetch';
import { objectUrl } from './s3';
import { signPolicy, signedPostFields } from './s3-post';

const suite = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const s3Example = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

describe('SigV4 request signing', () => {
  const suiteDate = new Date('2015-08-30T12:36:00Z');

  it.each([
    ['GET', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31'],
    ['POST', '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b'],
  ] as const)('signs the test suite’s %s vanilla request as AWS does', async (method, signature) => {
    const headers = await signedHeaders(
      signerFor('service', 'us-east-1', suite),
      { method, url: new URL('https://example.amazonaws.com/') },
      suiteDate,
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=${signature}`,
    );
  });

  it('signs S3’s documented GET Object (with a Range header and the payload hash) as S3 does', async () => {
    const call = {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
    } as const;
    const headers = await signedHeaders(signerFor('s3', 'us-east-1', s3Example), call, new Date('2013-05-24T00:00:00Z'));
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('adds the session token of temporary credentials to the signed headers', async () => {
    const headers = await signedHeaders(signerFor('sns', 'eu-central-1', { ...suite, sessionToken: 'token' }), {
      method: 'POST',
      url: new URL('https://sns.eu-central-1.amazonaws.com/'),
      body: 'x',
    });
    expect(headers['x-amz-security-token']).toBe('token');
    expect(headers.authorization).toContain('x-amz-security-token');
  });
});

describe('S3 POST policy', () => {
  it('signs the AWS documented example policy to its published signature', () => {
    const policy =
      'eyAiZXhwaXJhdGlvbiI6ICIyMDEzLTA4LTA3VDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJleGFtcGxlYnVja2V0In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIka2V5IiwgInVzZXIvdXNlcjEvIl0sDQogICAgeyJhY2wiOiAicHVibGljLXJlYWQifSwNCiAgICB7InN1Y2Nlc3NfYWN0aW9uX3JlZGlyZWN0IjogImh0dHA6Ly9leGFtcGxlYnVja2V0LnMzLmFtYXpvbmF3cy5jb20vc3VjY2Vzc2Z1bF91cGxvYWQuaHRtbCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJENvbnRlbnQtVHlwZSIsICJpbWFnZS8iXSwNCiAgICB7IngtYW16LW1ldGEtdXVpZCI6ICIxNDM2NTEyMzY1MTI3NCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJHgtYW16LW1ldGEtdGFnIiwgIiJdLA0KDQogICAgeyJ4LWFtei1jcmVkZW50aWFsIjogIkFLSUFJT1NGT0ROTjdFWEFNUExFLzIwMTMwODA2L3VzLWVhc3QtMS9zMy9hd3M0X3JlcXVlc3QifSwNCiAgICB7IngtYW16LWFsZ29yaXRobSI6ICJBV1M0LUhNQUMtU0hBMjU2In0sDQogICAgeyJ4LWFtei1kYXRlIjogIjIwMTMwODA2VDAwMDAwMFoiIH0NCiAgXQ0KfQ==';
    expect(signPolicy(policy, s3Example.secretAccessKey, '20130806', 'us-east-1')).toBe(
      '21496b44de44ccb73d545f1a995c68214c9cb0d41c45a17a5daeec0b1a6db047',
    );
  });

  const request = {
    bucket: 'images',
    key: 'uploads/a.png',
    conditions: [
      ['content-length-range', 1, 10] as [string, number, number],
      ['eq', '$Content-Type', 'image/png'] as [string, string, string],
    ],
    fields: { 'Content-Type': 'image/png' },
    expiresSeconds: 600,
  };
  const now = new Date('2026-01-01T10:00:00Z');
  const fields = signedPostFields(request, s3Example, 'eu-central-1', now);
  const file = Buffer.from('0123456789');

  it('makes a form the S3 stand-in accepts: every field covered, signed for the day, region and s3', () => {
    expect(fields['X-Amz-Credential']).toBe('AKIAIOSFODNN7EXAMPLE/20260101/eu-central-1/s3/aws4_request');
    expect(fields['X-Amz-Date']).toBe('20260101T100000Z');
    expect(JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()).expiration).toBe('2026-01-01T10:10:00Z');
    expect(policyProblem({ fields, file }, 'images', s3Example.secretAccessKey, now)).toBeNull();
  });

  it('makes a form S3 refuses when tampered with, too large or expired', () => {
    expect(policyProblem({ fields: { ...fields, key: 'originals/a.png' }, file }, 'images', s3Example.secretAccessKey, now)?.code).toBe(
      'AccessDenied',
    );
    expect(policyProblem({ fields, file: Buffer.alloc(11) }, 'images', s3Example.secretAccessKey, now)?.code).toBe('EntityTooLarge');
    expect(policyProblem({ fields, file }, 'images', 'another secret', now)?.message).toMatch(/signature/);
    expect(policyProblem({ fields, file }, 'images', s3Example.secretAccessKey, new Date('2026-01-01T10:11:00Z'))?.message).toMatch(
      /expired/,
    );
  });

  it('carries the session token of temporary credentials as a covered field', () => {
    const withToken = signedPostFields(request, { ...s3Example, sessionToken: 'token' }, 'eu-central-1', now);
    expect(withToken['X-Amz-Security-Token']).toBe('token');
    expect(policyProblem({ fields: withToken, file }, 'images', s3Example.secretAccessKey, now)).toBeNull();
  });
});

describe('endpoints and addresses', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('uses the regional AWS endpoint unless the service’s endpoint variable overrides it', () => {
    process.env.AWS_REGION = 'eu-central-1';
    delete process.env.AWS_ENDPOINT_URL;
    delete process.env.AWS_ENDPOINT_URL_SQS;
    expect(serviceEndpoint('sqs').href).toBe('https://sqs.eu-central-1.amazonaws.com/');
    delete process.env.AWS_ENDPOINT_URL_SESV2;
    // SES v2 signs as 'ses' but answers at email.<region> (docs.aws.amazon.com/general/latest/gr/ses.html).
    expect(serviceEndpoint('ses').href).toBe('https://email.eu-central-1.amazonaws.com/');
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = 'http://127.0.0.1:4566';
    expect(serviceEndpoint('secretsmanager').href).toBe('http://127.0.0.1:4566/');
  });

  it('addresses S3 objects virtual-hosted on AWS and path-style locally, keys encoded once', () => {
    process.env.AWS_REGION = 'eu-central-1';
    delete process.env.AWS_ENDPOINT_URL;
    delete process.env.AWS_ENDPOINT_URL_S3;
    delete process.env.S3_FORCE_PATH_STYLE;
    expect(objectUrl('images', 'variants/640/a b$(1).png').href).toBe(
      'https://images.s3.eu-central-1.amazonaws.com/variants/640/a%20b%24%281%29.png',
    );
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4566';
    process.env.S3_FORCE_PATH_STYLE = 'true';
    expect(objectUrl('images', 'uploads/a.png').href).toBe('http://127.0.0.1:4566/images/uploads/a.png');
  });
});

describe('AWS error answers', () => {
  it.each([
    [
      new Response('{"__type":"com.amazonaws.secretsmanager#ResourceNotFoundException","message":"no such secret"}', { status: 400 }),
      'ResourceNotFoundException',
      'no such secret',
    ],
    [
      new Response('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>', { status: 404 }),
      'NoSuchKey',
      'The specified key does not exist.',
    ],
    [new Response(null, { status: 404 }), 'NotFound', 'NotFound'],
    [new Response('{not json', { status: 502 }), 'Http502', 'Http502'],
  ])('names the error by the service’s code', async (response, code, message) => {
    const error = await awsErrorOf(response);
    expect(error).toBeInstanceOf(AwsError);
    expect([error.name, error.message, error.status]).toEqual([code, message, response.status]);
  });
});
