"""The REST API: the Litestar app (``service.api.app.create_app``), its controllers, middleware, problems and OpenAPI."""
