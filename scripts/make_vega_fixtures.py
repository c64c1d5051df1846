#!/usr/bin/env python3
"""Writes the Vega-Lite fixtures in fixtures/vega-lite/ with Altair (a tool, never a runtime
dependency). Data are vega_datasets' locally bundled files, copied to fixtures/vega-lite/data/
and referenced by relative `url`, so nothing is fetched.

    python3 scripts/make_vega_fixtures.py [name ...]

With names, only those fixtures are written, so other fixtures' bytes stay as they are.
"""
import json
import pathlib
import sys

import altair as alt

ROOT = pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "vega-lite"


def data(name, kind):
    return alt.UrlData(url=f"data/{name}", format=alt.DataFormat(type=kind))


def write(name, chart, keep_config=False):
    if sys.argv[1:] and name not in sys.argv[1:]:
        return
    spec = chart.to_dict()
    if keep_config:
        spec.get("config", {}).get("view", {}).pop("continuousWidth", None)
        spec.get("config", {}).get("view", {}).pop("continuousHeight", None)
        if spec.get("config", {}).get("view") == {}:
            spec["config"].pop("view")
    else:
        spec.pop("config", None)
    (ROOT / f"{name}.vl.json").write_text(json.dumps(spec, indent=2, sort_keys=True) + "\n")


def main():
    stocks = data("stocks.csv", "csv")
    write("stocks-line", alt.Chart(stocks, title="Stock prices, 2000–2010").mark_line().encode(
        x=alt.X("date:T", title="Date"), y=alt.Y("price:Q", title="Price (USD)"),
        color=alt.Color("symbol:N", title="Company")))

    weather = data("seattle-weather.csv", "csv")
    write("seattle-precipitation-by-month", alt.Chart(
        weather, title="Seattle precipitation by month").mark_bar().encode(
        x=alt.X("month(date):O", title="Month"),
        y=alt.Y("mean(precipitation):Q", title="Mean precipitation (mm)")
    ).properties(description="November is the wettest month, July the driest."))

    write("seattle-temperature-histogram", alt.Chart(weather).mark_bar().encode(
        x=alt.X("temp_max:Q", bin=alt.Bin(maxbins=20), title="Daily high (°C)"),
        y=alt.Y("count():Q", title="Days")))

    iowa = data("iowa-electricity.csv", "csv")
    write("iowa-electricity-normalized", alt.Chart(
        iowa, title="Iowa's electricity sources").mark_area().encode(
        x=alt.X("year:T", title="Year"),
        y=alt.Y("net_generation:Q", stack="normalize", title="Share of net generation"),
        color=alt.Color("source:N", title="Source")))

    barley = data("barley.json", "json")
    write("barley-boxplot", alt.Chart(barley).mark_boxplot(extent="min-max").encode(
        x=alt.X("site:N", title="Site"), y=alt.Y("yield:Q", title="Yield (bushels/acre)")))

    base = alt.Chart(barley)
    write("barley-mean-errorbar", alt.layer(
        base.mark_point(filled=True).encode(
            x=alt.X("mean(yield):Q", title="Barley yield"), y=alt.Y("variety:N", title="Variety")),
        base.mark_errorbar(extent="stdev").encode(x=alt.X("yield:Q"), y="variety:N"),
    ))

    write("barley-by-site-facet", alt.Chart(barley).mark_bar().encode(
        x=alt.X("sum(yield):Q", title="Total yield"), y=alt.Y("variety:N", title="Variety"),
        color=alt.Color("year:N", title="Year"), row=alt.Row("site:N", title="Site")))

    # Groupings Swift Charts has no argument for (a facet, `detail`): one series a panel or value,
    # never reported by the audit as a `series:` argument bars and points ignore.
    write("barley-by-site-columns", alt.Chart(barley, title="Barley yield by site").mark_bar().encode(
        x=alt.X("sum(yield):Q", title="Total yield"), y=alt.Y("variety:N", title="Variety"),
        column=alt.Column("site:N", title="Site")))
    cars = data("cars.json", "json")
    write("cars-detail-points", alt.Chart(cars, title="Horsepower and mileage").mark_point().encode(
        x=alt.X("Horsepower:Q"), y=alt.Y("Miles_per_Gallon:Q", title="Miles per gallon"),
        detail="Origin:N"))

    # Colours the spec does not write: Vega-Lite's default category scheme (tableau10, five of
    # whose ten colours are below 3:1 on white) and backgrounds set in `config`.
    write("barley-by-site-default-colours", alt.Chart(
        barley, title="Barley yield by variety and site").mark_bar().encode(
        x=alt.X("sum(yield):Q", title="Total yield"), y=alt.Y("variety:N", title="Variety"),
        color=alt.Color("site:N", title="Site")))
    origin = alt.Chart(cars, title="Horsepower and mileage by origin").mark_point().encode(
        x=alt.X("Horsepower:Q"), y=alt.Y("Miles_per_Gallon:Q", title="Miles per gallon"),
        color=alt.Color("Origin:N"))
    write("cars-origin-dark-background", origin.configure(background="#333333"), keep_config=True)
    write("cars-origin-view-fill", origin.configure_view(fill="#ebebeb"), keep_config=True)


if __name__ == "__main__":
    main()
