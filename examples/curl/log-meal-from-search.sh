#!/usr/bin/env bash
# Searches the catalog and logs the first hit as a meal: ./log-meal-from-search.sh からあげ
set -euo pipefail
. "$(dirname "$0")/common.sh"
query="${1:-からあげ}"

hit="$(api GET "/search?limit=1&q=$(jq -rn --arg q "$query" '$q|@uri')" | jq -c '.data.items[0] // empty')"
if [ -z "$hit" ]; then
  echo "nothing found for $query" >&2
  exit 1
fi
# A product is logged by productId, a dish by dishId.
meal="$(jq -c 'if .type == "product" then {productId} else {dishId} end' <<<"$hit")"
api POST /meals "$meal" | jq -r '.data.items[0] | "logged \(.mealName) (\(.cal) kcal) on \(.mealDate) as \(.mealType), meal \(.id)"'
