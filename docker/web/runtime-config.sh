#!/bin/sh
# Writes the front end's /config.json from the environment when the container starts (run by
# the nginx image's /docker-entrypoint.sh from /docker-entrypoint.d/). Because the shell reads
# its remotes' URLs from this file on every page load, pointing SELLER_PUBLIC_URL (or
# STOREFRONT_PUBLIC_URL) at another deployment and restarting the shell container switches
# the remote, with no rebuild. Stops the container with a clear message on a bad value.
set -eu

out_dir=${GC_RUNTIME_DIR:-/run/greencart}

fail() {
    echo "runtime-config: $*" >&2
    exit 1
}

# Prints the public URL held by the variable named $1, without a trailing slash.
public_url() {
    name=$1
    eval "value=\${$name:-}"
    [ -n "$value" ] || fail "$name is not set: give the public URL browsers use (e.g. https://shop.example.com)"
    case $value in
        http://?* | https://?*) ;;
        *) fail "$name must start with http:// or https:// (got '$value')" ;;
    esac
    # The value goes into JSON as is, so refuse what would need escaping.
    case $value in
        *[\"\\\ \	]*) fail "$name must not contain quotes, backslashes or spaces" ;;
    esac
    printf '%s' "${value%/}"
}

api_url=$(public_url API_PUBLIC_URL)
storefront_url=$(public_url STOREFRONT_PUBLIC_URL)
seller_url=$(public_url SELLER_PUBLIC_URL)

case ${ONLINE_PAYMENT:-false} in
    true | false) online_payment=${ONLINE_PAYMENT:-false} ;;
    *) fail "ONLINE_PAYMENT must be true or false (got '$ONLINE_PAYMENT')" ;;
esac

# The shop's locale and time zone for amounts and dates (the API's emails read the same two).
# Intl checks the names in the browser; here only that they are safe to write into JSON.
shop_setting() {
    name=$1
    eval "value=\${$name:-$2}"
    case $value in
        '' | *[!A-Za-z0-9_/+-]*) fail "$name must be a name such as '$2' (got '$value')" ;;
    esac
    printf '%s' "$value"
}
locale=$(shop_setting SHOP_LOCALE en-LK)
time_zone=$(shop_setting SHOP_TIME_ZONE Asia/Colombo)

mkdir -p "$out_dir"
tmp="$out_dir/config.json.tmp"
cat > "$tmp" <<JSON
{
  "apiUrl": "$api_url",
  "remotes": {
    "storefront": "$storefront_url/mf-manifest.json",
    "seller": "$seller_url/mf-manifest.json"
  },
  "onlinePayment": $online_payment,
  "locale": "$locale",
  "timeZone": "$time_zone"
}
JSON
# Renamed into place so nginx never serves a half-written file.
mv "$tmp" "$out_dir/config.json"
echo "runtime-config: wrote $out_dir/config.json (api $api_url, storefront $storefront_url, seller $seller_url)"
