#!/bin/sh
# One-shot set-up of MinIO for product images, run by the `minio-init` compose service on
# every `up` (each step is idempotent): creates the bucket, lets anyone download its objects
# (they are public product photos, served through the gateway at /media/), and gives the API
# its own access key limited to that bucket instead of the root credentials.
set -eu

: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${S3_BUCKET:?}"
: "${S3_ACCESS_KEY_ID:?}" "${S3_SECRET_ACCESS_KEY:?}"

mc alias set gc http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "gc/$S3_BUCKET"
mc anonymous set download "gc/$S3_BUCKET"

policy_file=/tmp/greencart-api-policy.json
cat > "$policy_file" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    }
  ]
}
JSON
mc admin policy create gc greencart-api "$policy_file"
mc admin user add gc "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy that is already attached is reported as an error; that state is the goal.
if ! mc admin policy attach gc greencart-api --user "$S3_ACCESS_KEY_ID"; then
    mc admin user info gc "$S3_ACCESS_KEY_ID" | grep -q greencart-api
fi
echo "minio-init: bucket $S3_BUCKET ready"
