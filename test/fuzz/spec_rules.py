"""The exclusion list of npm run test:fuzz: the spec's rules that a JSON Schema cannot state.

The fuzzer expects every request the OpenAPI document allows to be accepted. A few of the spec's
rules reach across query parameters, across requests, into stored data or to the clock, so no
schema can say them; the document says them in words instead. Each rule below names the
operations it concerns and its reason, and brings a *positive* case (one the fuzzer means to be
valid) back inside the rule just before it is sent; cases meant to be invalid are left alone, so
the service must still refuse them. Everything else the fuzzer finds is a finding.
See test/fuzz/README.md.
"""

from __future__ import annotations

import fnmatch
import itertools
import os
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Any, Callable

import schemathesis

Case = Any
Keep = Callable[[Case], None]


@dataclass(frozen=True)
class Rule:
    operations: tuple[str, ...]
    reason: str
    keep: Keep


RULES: list[Rule] = []


def rule(*operations: str, reason: str) -> Callable[[Keep], Keep]:
    def register(keep: Keep) -> Keep:
        RULES.append(Rule(operations, reason, keep))
        return keep

    return register


RANGE_MAX_DAYS = {"GET /meals": 14, "GET /nutrition": 90, "GET /nutrition/detailed": 90, "GET /weights": 90, "GET /day-notes": 90}


@rule(
    *RANGE_MAX_DAYS,
    reason="date, or startDate with endDate (not before it, at most 14 or 90 days): a rule across query parameters, "
    "which OpenAPI describes one by one (API-SPEC.md → Meals, Nutrition, Weight and day notes)",
)
def one_day_or_a_bounded_range(case: Case) -> None:
    query = case.query
    if not query:
        return
    if "date" in query or ("startDate" in query) != ("endDate" in query):
        query.pop("startDate", None)
        query.pop("endDate", None)
        return
    if "startDate" in query:
        start, end = sorted([date.fromisoformat(query["startDate"]), date.fromisoformat(query["endDate"])])
        if (end - start).days + 1 > RANGE_MAX_DAYS[case.operation.label]:
            end = start
        query["startDate"], query["endDate"] = start.isoformat(), end.isoformat()


SEARCH_CRITERIA = ("q", "shop", "genre", "calMin", "calMax", "proteinMin", "proteinMax", "fatMin", "fatMax", "carbsMin", "carbsMax")
TARGETS = ("targetCal", "targetProtein", "targetFat", "targetCarbs")
SEARCH_CRITERIA += (*TARGETS, "sort")


@rule("GET /search", reason="at least one of q, shop, genre, a range, a target or sort: a rule across query parameters (API-SPEC.md → GET /search)")
def search_has_a_criterion(case: Case) -> None:
    if case.query is not None and not any(key in case.query for key in SEARCH_CRITERIA):
        case.query["sort"] = "score"


@rule(
    "GET /search",
    "POST /search",
    reason="sort=fits-budget ranks by the fit to a target, so it needs at least one (400 otherwise; docs/catalog-search.md): "
    "a rule across parameters",
)
def fits_budget_has_a_target(case: Case) -> None:
    for container in (case.query, case.body if isinstance(case.body, dict) else None):
        if container and container.get("sort") == "fits-budget" and not any(container.get(key) is not None for key in TARGETS):
            container["targetCal"] = 600


@rule(
    "GET /search",
    "POST /search",
    reason="a range's minimum not above its maximum (calMin ≤ calMax, …; 400 otherwise): comparing two values is beyond JSON Schema",
)
def ranges_are_ordered(case: Case) -> None:
    for container in (case.query, case.body if isinstance(case.body, dict) else None):
        for axis in ("cal", "protein", "fat", "carbs"):
            low, high = f"{axis}Min", f"{axis}Max"
            # Query values may come as text.
            if container and container.get(low) is not None and container.get(high) is not None:
                if float(container[low]) > float(container[high]):
                    container[low], container[high] = container[high], container[low]


SHOP_IDS = [shop for shop in os.environ.get("FUZZ_SHOP_IDS", "").split(",") if shop]
GENRE_IDS = ["gyudon", "ramen", "curry", "bento"]


@rule(
    "GET /search",
    "POST /search",
    "POST /meals",
    "PUT /meals/{id}",
    "POST /analyze-text",
    reason="shop and genre ids must be those of GET /shops and GET /help (400 otherwise, API-SPEC.md → Sets, Catalog): "
    "the lists are catalog data, and a comma-separated list of them would need a pattern mirroring the service's splitting",
)
def catalog_ids_exist(case: Case) -> None:
    shops, genres = itertools.cycle(SHOP_IDS), itertools.cycle(GENRE_IDS)
    for container in (case.query, case.body if isinstance(case.body, dict) else None):
        if container and container.get("shop") is not None:
            container["shop"] = next(shops)
        if container and container.get("genre") is not None:
            container["genre"] = next(genres)
    for record in _records(case.body):
        if record.get("shopId") is not None:
            record["shopId"] = next(shops)
        # A product brings its own shop; another one beside it is a 400 (route A links the shop itself).
        if "productId" in record:
            record.pop("shopId", None)


STORE_IDS = itertools.cycle([shop for shop in os.environ.get("FUZZ_STORE_IDS", "").split(",") if shop] or ["familymart"])


@rule(
    "POST /sets",
    reason="shopId must be a shop of GET /shops that sells meals, a store or a restaurant (400 unknown_shop or not_a_store "
    "otherwise, API-SPEC.md → Sets): catalog data, not shape",
)
def sets_at_a_store(case: Case) -> None:
    if isinstance(case.body, dict) and case.body.get("shopId") is not None:
        case.body["shopId"] = next(STORE_IDS)


SET_ITEM_DEFAULTS = {"minItems": 2, "maxItems": 3}


@rule(
    "POST /sets",
    reason="minItems not above maxItems, either one defaulted (2 and 3; 400 otherwise, API-SPEC.md → Limits → Sets): "
    "comparing two values is beyond JSON Schema",
)
def set_sizes_are_ordered(case: Case) -> None:
    body = case.body
    if not isinstance(body, dict):
        return
    sizes = {key: body.get(key, default) for key, default in SET_ITEM_DEFAULTS.items()}
    # JSON numbers: 1.0 is an integer to the schema and a float to Python.
    numbers = all(isinstance(size, (int, float)) and not isinstance(size, bool) for size in sizes.values())
    if numbers and sizes["minItems"] > sizes["maxItems"]:
        body["minItems"] = sizes["maxItems"]


MEAL_CAPS = {"cal": 10_000, "protein": 1_000, "fat": 1_000, "carbs": 2_000}


@rule(
    "POST /meals",
    "PUT /meals/{id}",
    reason="a meal's total over 10,000 kcal, 1,000 g protein or fat, or 2,000 g carbs is a 400 (API-SPEC.md → POST /meals "
    "rules): the total is the values or the components' sum, times quantity and portionRatio",
)
def meals_within_caps(case: Case) -> None:
    for record in _records(case.body):
        # Values at quantity 1 within the caps and an amount of at most 1 keep the total within them.
        for key in ("quantity", "portionRatio"):
            if isinstance(record.get(key), (int, float)) and record[key] > 1:
                record[key] = 1
        for axis, cap in MEAL_CAPS.items():
            if isinstance(record.get(axis), (int, float)):
                record[axis] = min(record[axis], cap)
        rows = record.get("components")
        if isinstance(rows, list):
            for row in rows:
                for axis, cap in MEAL_CAPS.items():
                    if isinstance(row, dict) and isinstance(row.get(axis), (int, float)):
                        row[axis] = min(row[axis], cap / len(rows))


@rule("PUT /goals", reason="the four meal ratios sum to 1.0 (API-SPEC.md → Goals): a sum is beyond a schema")
def meal_ratios_sum_to_one(case: Case) -> None:
    ratios = ("breakfastRatio", "lunchRatio", "snackRatio", "dinnerRatio")
    if isinstance(case.body, dict) and all(key in case.body for key in ratios):
        for key in ratios:
            case.body[key] = 0.25


def _today_jst() -> date:
    return datetime.now(timezone(timedelta(hours=9))).date()


@rule(
    "POST /weights",
    "POST /exercises",
    "PUT /goals",
    reason="dates measured against today on the service clock: a weight or an exercise is not in the future, a birth date "
    "gives an age of 10-120 (API-SPEC.md → Weight, Exercise, Goals; docs/decisions-records.md)",
)
def dates_against_today(case: Case) -> None:
    if not isinstance(case.body, dict):
        return
    # A day before today in JST, so a run across midnight stays valid.
    latest = _today_jst() - timedelta(days=1)
    for key in ("date", "exerciseDate"):
        if isinstance(case.body.get(key), str) and date.fromisoformat(case.body[key]) > latest:
            case.body[key] = latest.isoformat()
    born = case.body.get("dateOfBirth")
    if isinstance(born, str) and not 11 <= (latest - date.fromisoformat(born)).days // 366 <= 119:
        case.body["dateOfBirth"] = "1990-04-01"


# A 2×2 PNG, made with sharp.
PHOTO = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4UaFxokKDAUIBACnuBaHUWYGdAAAAAElFTkSuQmCC"


@rule("PUT /meals/{id}/photo", reason="imageBase64 must decode to a JPEG, PNG, WebP or HEIC image (API-SPEC.md → PUT /meals/:id/photo): content, not shape")
def photo_is_an_image(case: Case) -> None:
    if isinstance(case.body, dict) and "imageBase64" in case.body:
        case.body["imageBase64"] = PHOTO


MEAL_DESCRIPTIONS = itertools.cycle(["ご飯と味噌汁", "two slices of toast with butter", "親子丼 大盛り", "サラダ 100g"])


@rule(
    "POST /analyze-text",
    reason="the query must name something edible (a 400 otherwise, API-SPEC.md → POST /analyze-text): what a text means is "
    "content, not shape",
)
def analysis_describes_a_meal(case: Case) -> None:
    if isinstance(case.body, dict) and "query" in case.body:
        case.body["query"] = next(MEAL_DESCRIPTIONS)


KEYS = itertools.count()


@rule(
    "POST *",
    "PUT *",
    "DELETE *",
    reason="an Idempotency-Key names one request: the same key with another method, path or body is a 422 "
    "(OPERATOR-API.md → Safe retries); uniqueness across requests is beyond a schema",
)
def idempotency_keys_are_fresh(case: Case) -> None:
    if case.headers and "Idempotency-Key" in case.headers:
        case.headers["Idempotency-Key"] = f"fuzz-{next(KEYS)}-{case.headers['Idempotency-Key']}"[:255]


def _records(body: Any) -> list[dict]:
    if not isinstance(body, dict):
        return []
    items = body.get("items")
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else [body]


@schemathesis.hook
def before_call(context: Any, case: Case, kwargs: Any) -> None:
    """Every phase (examples and coverage included) passes here just before a request is sent."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return
    for entry in RULES:
        if any(fnmatch.fnmatchcase(case.operation.label, pattern) for pattern in entry.operations):
            entry.keep(case)
