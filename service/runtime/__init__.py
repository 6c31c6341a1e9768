"""What runs beside the requests: the bot worker, the deadline keeper, the store follower, the read path, the worker processes."""
