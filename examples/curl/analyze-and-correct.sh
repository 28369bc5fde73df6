#!/usr/bin/env bash
# Logs a meal from a description, then corrects it in place with replaceMealId:
# ./analyze-and-correct.sh 'ご飯と豚の生姜焼き' 'ご飯大盛りと豚の生姜焼き、味噌汁'
set -euo pipefail
. "$(dirname "$0")/common.sh"
first="${1:-ご飯と豚の生姜焼き}"
corrected="${2:-ご飯大盛りと豚の生姜焼き、味噌汁}"

logged="$(api POST /analyze-text "$(jq -cn --arg q "$first" '{query: $q}')")"
meal_id="$(jq -r '.data.mealId' <<<"$logged")"
jq -r '.data | "logged \(.mealName): \(.cal) kcal (meal \(.mealId))"' <<<"$logged"

api POST /analyze-text "$(jq -cn --arg q "$corrected" --arg id "$meal_id" '{query: $q, replaceMealId: $id}')" |
  jq -r '.data | "corrected \(.mealName): \(.cal) kcal (meal \(.mealId), replaced: \(.replaced))"'
