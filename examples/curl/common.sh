# Shared by the curl examples: where the API is, the token, and a fresh Idempotency-Key per write.
# SHOKUJI_API is the API base, e.g. https://api.shokuji.example/api/v1/ext; SHOKUJI_TOKEN an ext_ token.
: "${SHOKUJI_API:?set SHOKUJI_API to the API base, e.g. https://api.shokuji.example/api/v1/ext}"
: "${SHOKUJI_TOKEN:?set SHOKUJI_TOKEN to your access token (ext_...)}"
# A base written with a slash at its end (…/api/v1/ext/) would make every path //search, which no route serves.
SHOKUJI_API="${SHOKUJI_API%/}"

# A random key per write: a retry with the same key can never record the write twice.
idempotency_key() { od -An -N16 -tx1 /dev/urandom | tr -d ' \n'; }

# api METHOD PATH [JSON BODY]: prints the answer's body; on a 4xx or 5xx prints the error body on
# stderr (its code and userMessage say what to do) and fails, so a jq after it never swallows it.
api() {
  local method="$1" path="$2" body="${3:-}" answer
  local args=(--silent --show-error --fail-with-body -X "$method" -H "Authorization: Bearer $SHOKUJI_TOKEN")
  if [ -n "$body" ]; then args+=(-H 'Content-Type: application/json' --data "$body"); fi
  if [ "$method" != GET ]; then args+=(-H "Idempotency-Key: $(idempotency_key)"); fi
  if ! answer="$(curl "${args[@]}" "$SHOKUJI_API$path")"; then
    printf '%s\n' "$answer" >&2
    return 1
  fi
  printf '%s\n' "$answer"
}
