#!/usr/bin/env python3
"""Writes the Vega-Lite fixtures in fixtures/vega-lite/ with Altair (a tool, never a runtime
dependency). Data are vega_datasets' locally bundled files, copied to fixtures/vega-lite/data/
and referenced by relative `url`, so nothing is fetched.

    python3 scripts/make_vega_fixtures.py
"""
import json
import pathlib

import altair as alt

ROOT = pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "vega-lite"


def data(name, kind):
    return alt.UrlData(url=f"data/{name}", format=alt.DataFormat(type=kind))


def write(name, chart):
    spec = chart.to_dict()
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


if __name__ == "__main__":
    main()
